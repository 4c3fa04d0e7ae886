import type { ReactNode } from 'react';
import { useHref, useLocation, useNavigation } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner.tsx';

/**
 * The page, or a spinner while another page loads (pages are lazy). A change of search
 * parameters only, such as a list's paging, keeps the page on screen.
 */
export function PageOutlet({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  // The navigation's location carries the realm prefix; useHref adds it to ours.
  const currentPath = useHref({ pathname: useLocation().pathname });
  const loadingAnotherPage =
    navigation.state === 'loading' && navigation.location.pathname !== currentPath;
  return loadingAnotherPage ? <PageSpinner label="Loading page" /> : children;
}
