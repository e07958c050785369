/** Blueprint's Drawer in a chunk of its own: the sidebar's drawer below desktop width, loaded when first opened (AppShell). */
export { Drawer as default } from '@blueprintjs/core';
