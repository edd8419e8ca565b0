import { createContext, useContext } from 'react';

/**
 * Whose portal a page shows and how: the signed-in client's own (`/portal`, usable), or a client's
 * portal as the owner sees it from the admin ("View Client Portal": read-only, under its own address).
 * Portal components build their links from `basePath` and offer no action when `readOnly`.
 */
export interface PortalView {
  basePath: string;
  readOnly: boolean;
}

export const OWN_PORTAL: PortalView = { basePath: '/portal', readOnly: false };

export const PortalViewContext = createContext<PortalView>(OWN_PORTAL);

export const usePortalView = () => useContext(PortalViewContext);
