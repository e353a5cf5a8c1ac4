/**
 * Fonts come from npm (@fontsource), never from a CDN, so screenshots match on every
 * machine and the apps work offline. Only the Latin subset of Inter and the Arabic subset of
 * Noto Sans Arabic: the product's two scripts. Imported once by each host app and by Storybook.
 */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-600.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
