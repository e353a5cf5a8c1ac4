import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MapPicker } from './MapPicker.tsx';
import { MapTilesProvider, type MapTileSource } from './MapTiles.tsx';
import type { LatLng } from './geo.ts';

const dubaiMall: LatLng = { lat: 25.1972, lng: 55.2744 };

const meta = {
  title: 'UI/MapPicker',
  component: MapPicker,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: <FormattedMessage id="ui.story.data.deliveryLocation" />,
    description: <FormattedMessage id="ui.story.data.deliveryLocationHelp" />,
    onChange: fn(),
    locate: fn(async () => ({ lat: 25.0805, lng: 55.1403 })),
  },
} satisfies Meta<typeof MapPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const surfaceOf = (canvas: { getByRole: (role: string) => HTMLElement }) => canvas.getByRole('application');

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: dubaiMall } };
export const Required: Story = { args: { error: <FormattedMessage id="ui.story.data.deliveryLocationRequired" /> } };
export const Disabled: Story = { args: { defaultValue: dubaiMall, disabled: true } };
export const WithoutLocate: Story = { args: { locate: undefined, defaultValue: dubaiMall } };
export const LongArabicText: Story = {
  args: { label: <FormattedMessage id="ui.story.data.deliveryLocationLong" />, defaultValue: { lat: 25.3463, lng: 55.4209 } },
};

export const InvalidCoordinates: Story = {
  args: { defaultValue: dubaiMall },
  play: async ({ canvas, args }) => {
    const latitude = canvas.getByRole('textbox', { name: /latitude|خط العرض/i });
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '26.5');
    await expect(latitude).toHaveAttribute('aria-invalid', 'true');
    await expect(latitude).toHaveAccessibleDescription(/between 24\.8 and 25\.5|بين 24\.8 و\s?25\.5/);
    await expect(args.onChange).not.toHaveBeenCalledWith(expect.objectContaining({ lat: 26.5 }));
  },
};

export const Locating: Story = {
  args: { locate: fn(() => new Promise<LatLng>(() => {})) },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /use my location|استخدم موقعي/i });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const LocatingError: Story = {
  args: { locate: fn(() => Promise.reject(Object.assign(new Error('denied'), { code: 1 }))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /use my location|استخدم موقعي/i }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/permission was denied|تم رفض إذن/));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const OutsideTheDeliveryArea: Story = {
  args: { locate: fn(async () => ({ lat: 24.4539, lng: 54.3773 })) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /use my location|استخدم موقعي/i }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/outside|خارج/));
  },
};

export const UsesMyLocation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /use my location|استخدم موقعي/i }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ lat: 25.0805, lng: 55.1403 }));
    await expect(canvas.getByRole('textbox', { name: /latitude|خط العرض/i })).toHaveValue('25.0805');
  },
};

/** ArrowRight moves east and the pin moves right on screen, in Arabic too: the map never mirrors. */
export const MovesTheMarkerWithArrowKeys: Story = {
  args: { defaultValue: dubaiMall },
  play: async ({ canvas, canvasElement, args }) => {
    const surface = surfaceOf(canvas);
    await userEvent.tab();
    await expect(surface).toHaveFocus();
    const pinX = () => (canvasElement.querySelector('[data-testid="map-marker"]') as SVGGElement).getBoundingClientRect().left;
    const before = pinX();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ lat: 25.1972, lng: 55.2754 });
    // The marker is drawn on the next frame after the change: wait for it, not for a race.
    await waitFor(() => expect(pinX()).toBeGreaterThan(before));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ lat: 25.1982, lng: 55.2754 });
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ lat: 25.1982, lng: 55.2654 });
    await expect(canvas.getByRole('textbox', { name: /longitude|خط الطول/i })).toHaveValue('55.2654');
    await expect(surface).toHaveAccessibleDescription(/25\.1982.*55\.2654/);
  },
};

export const TypesCoordinates: Story = {
  args: { defaultValue: dubaiMall },
  play: async ({ canvas, args }) => {
    const latitude = canvas.getByRole('textbox', { name: /latitude|خط العرض/i });
    const longitude = canvas.getByRole('textbox', { name: /longitude|خط الطول/i });
    await expect(longitude).toHaveAttribute('dir', 'ltr');
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '25.1');
    await expect(args.onChange).toHaveBeenLastCalledWith({ lat: 25.1, lng: 55.2744 });
    await userEvent.clear(longitude);
    await expect(longitude).toHaveAccessibleDescription(/enter the longitude|أدخل خط الطول/i);
    await userEvent.type(longitude, '60');
    await expect(longitude).toHaveAccessibleDescription(/between 54\.9 and 55\.7|بين 54\.9 و\s?55\.7/);
    await userEvent.clear(longitude);
    // Digits from an Arabic keyboard are read too.
    await userEvent.type(longitude, '٥٥٫٣');
    await expect(args.onChange).toHaveBeenLastCalledWith({ lat: 25.1, lng: 55.3 });
    await expect(longitude).not.toHaveAttribute('aria-invalid');
  },
};

export const SetsTheLocationWithAClick: Story = {
  play: async ({ canvas, args }) => {
    const surface = surfaceOf(canvas);
    const box = (surface.querySelector('svg') as SVGSVGElement).getBoundingClientRect();
    // Three quarters of the way east, a quarter of the way south: the same point in both directions.
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: surface,
      coords: { clientX: box.left + box.width * 0.75, clientY: box.top + box.height * 0.25 },
    });
    await expect(args.onChange).toHaveBeenCalledOnce();
    const picked = (args.onChange as ReturnType<typeof fn>).mock.calls[0]?.[0] as LatLng;
    await expect(picked.lng).toBeCloseTo(55.5, 2);
    await expect(picked.lat).toBeCloseTo(25.325, 2);
    await expect(surface).toHaveFocus();
  },
};

/** The mock kit's tile set (mocks/src/tiles), served by the story's mock worker as by the mock server. */
const mockTiles: MapTileSource = { url: '/mock-tiles/{z}/{x}/{y}.png', attribution: 'Dukkan mock tiles', maxZoom: 14 };
const onTiles = (Story: () => ReactNode) => (
  <MapTilesProvider value={mockTiles}>
    <Story />
  </MapTilesProvider>
);

async function tilesLoaded(canvasElement: HTMLElement) {
  const tiles = () => Array.from(canvasElement.querySelectorAll<HTMLImageElement>('img[src*="/mock-tiles/"]'));
  await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
  await waitFor(() => expect(tiles().every((tile) => tile.complete && tile.naturalWidth === 256)).toBe(true), { timeout: 10_000 });
}

/**
 * With a tile server in config.json (`features.mapTiles`) the same picker shows a real map: the
 * tiles under the marker, the licence's credit under the map, the same keys and the same words.
 */
export const OnMapTiles: Story = {
  args: { defaultValue: dubaiMall },
  decorators: [onTiles],
  play: async ({ canvasElement, canvas }) => {
    await tilesLoaded(canvasElement);
    await expect(canvas.getByText('Dukkan mock tiles')).toBeVisible();
    await expect(surfaceOf(canvas)).toHaveAccessibleDescription(/25\.1972.*55\.2744/);
  },
};

/** A click on the tiles picks the point under the pointer (Web Mercator, as the tiles), by keys too. */
export const OnMapTilesPicksByClickAndKeys: Story = {
  decorators: [onTiles],
  play: async ({ canvas, canvasElement, args }) => {
    await tilesLoaded(canvasElement);
    const surface = surfaceOf(canvas);
    const box = (surface.querySelector('svg') as SVGSVGElement).getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: surface,
      coords: { clientX: box.left + box.width * 0.75, clientY: box.top + box.height * 0.25 },
    });
    const picked = (args.onChange as ReturnType<typeof fn>).mock.calls[0]?.[0] as LatLng;
    await expect(picked.lng).toBeCloseTo(55.5, 2);
    // A quarter of the way down a Mercator map is a little north of a quarter of the latitudes.
    await expect(picked.lat).toBeGreaterThan(25.325);
    await expect(picked.lat).toBeLessThan(25.34);
    await expect(surface).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ lat: Math.round((picked.lat - 0.001) * 1e6) / 1e6, lng: picked.lng });
  },
};
