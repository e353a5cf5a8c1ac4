import { apps, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { DELIVERED_POINT, exactly, logInByOtp } from './support.ts';

/**
 * With a tile server in config.json (`features.mapTiles`, issue #16) the address map is a real
 * tiled map: the mock server's tile set through the preview proxy. The same picker works on it:
 * a click picks the point under the pointer (the area lookup names the area), arrow keys move it
 * and its position is announced in words.
 */
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
const BOUNDS = { south: 24.8, north: 25.5, west: 54.9, east: 55.7 };

test.describe('address map on tiles', () => {
  test('a customer picks the delivery point on the tiled map by click and by keys, and the area is found', async ({
    page,
    locale,
    expectAccessible,
  }) => {
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as { features?: Record<string, unknown> };
      config.features = {
        ...config.features,
        mapTiles: { url: '/mock-tiles/{z}/{x}/{y}.png', attribution: 'Dukkan mock tiles', maxZoom: 14 },
      };
      await route.fulfill({ response, json: config });
    });
    await page.goto(`${apps.storefront}/addresses?add=1`);
    await logInByOtp(page, locale);
    const form = page.getByRole('dialog', { name: msg(locale, 'storefront.account.addressForm.dialogTitle') });
    const map = form.getByRole('application');
    await expect(form.getByText('Dukkan mock tiles')).toBeVisible();
    const tiles = form.locator('img[src*="/mock-tiles/"]');
    await expect(tiles.first()).toBeAttached();
    await expect
      .poll(() => tiles.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth === 256)))
      .toBe(true);

    // Click where Dubai Marina is on the tiles (Web Mercator, as the tiles are drawn).
    const box = (await map.locator('svg').boundingBox())!;
    const lat = Number(DELIVERED_POINT.lat);
    const lng = Number(DELIVERED_POINT.lng);
    const x = (lng - BOUNDS.west) / (BOUNDS.east - BOUNDS.west);
    const y = (mercatorY(BOUNDS.north) - mercatorY(lat)) / (mercatorY(BOUNDS.north) - mercatorY(BOUNDS.south));
    await page.mouse.click(box.x + x * box.width, box.y + y * box.height);
    const latitude = form.getByRole('textbox', { name: exactly(msg(locale, 'ui.mapPicker.latitude')) });
    const longitude = form.getByRole('textbox', { name: exactly(msg(locale, 'ui.mapPicker.longitude')) });
    expect(Math.abs(Number(await latitude.inputValue()) - lat)).toBeLessThan(0.003);
    expect(Math.abs(Number(await longitude.inputValue()) - lng)).toBeLessThan(0.003);
    await expect(
      form.getByText(
        msg(locale, 'storefront.account.addressForm.area.delivers', {
          area: locale === 'ar' ? 'دبي مارينا' : 'Dubai Marina',
          city: locale === 'ar' ? 'دبي' : 'Dubai',
        }),
      ),
    ).toBeVisible();

    // Arrow keys move the pin by compass direction, in Arabic too (the map does not mirror).
    await expect(map).toBeFocused();
    const before = Number(await longitude.inputValue());
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Number(await longitude.inputValue())).toBeCloseTo(before + 0.001, 6);
    await expect(map).toHaveAccessibleDescription(new RegExp(String(Number(await longitude.inputValue())).replace('.', '\\.')));
    await expectAccessible(page);
  });
});
