/** Where a data router is and where it is going: the part of React Router's `RouterState` read here. */
export interface RouterWhereabouts {
  location: { pathname: string };
  navigation: { state: string; location?: { pathname: string } };
}

/**
 * Whether the router is at, or on its way to, a page other than `pathname` (as the router writes it,
 * with its basename). A filter applied after a pause (typing, dragging a slider) must then be dropped:
 * React Router renders a navigation in a transition, and a lazy page's code loads first, so the page
 * that set the pause's timer is still on screen, and its change of address would replace the page the
 * person clicked meanwhile and pull them back.
 */
export function leavingPage(state: RouterWhereabouts, pathname: string | undefined): boolean {
  const { location, navigation } = state;
  return location.pathname !== pathname || (navigation.state !== 'idle' && navigation.location?.pathname !== pathname);
}
