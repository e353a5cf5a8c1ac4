import { createIcon } from '@dukkan/ui';

/** Arrows for moving a block; up and down do not mirror in Arabic. */
export const UpIcon = createIcon('ArrowUp', <path d="M12 19V5m-6 6 6-6 6 6" />);
export const DownIcon = createIcon('ArrowDown', <path d="M12 5v14m-6-6 6 6 6-6" />);
