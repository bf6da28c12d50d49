import { createContext, Suspense, use, useContext, useEffect, type ReactNode } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { readSession } from '../auth/session-storage';
import { areaOf, homePath } from '../auth/user-types';
import { loadModuleTexts } from '../i18n/i18n-provider';
import { ProjectGate } from './project-gate';
import type { Screen } from './screen';

/** The screen being shown, its title already translated: pages read it instead of repeating it. */
const ScreenContext = createContext<(Screen & { label: string }) | null>(null);

export function useScreen() {
  const screen = useContext(ScreenContext);
  if (!screen) throw new Error('useScreen() is only available inside a screen of the route table');
  return screen;
}

export function useDocumentTitle(title: string): void {
  const translate = useTranslate();
  useEffect(() => {
    document.title = translate('app.document_title', { title });
  }, [title, translate]);
}

/** A user's screens show once the module texts are in (fetched from the start of a user's console). */
const ModuleTexts = ({ children }: { children: ReactNode }) => {
  use(loadModuleTexts());
  return <>{children}</>;
};

/**
 * Wraps every screen: keeps people in their own area (the server refuses the calls anyway; this spares
 * them a screen full of errors), sets the app bar title and the browser tab, and shows a spinner while
 * the page's code loads.
 */
export const ScreenFrame = ({ screen }: { screen: Screen }) => {
  const translate = useTranslate();
  const label = translate(screen.title);
  useDocumentTitle(label);
  const session = readSession();
  if (session && areaOf(session.usertype) !== screen.area) return <Navigate to={homePath(session.usertype)} replace />;
  const Page = screen.page;
  return (
    <ScreenContext.Provider value={{ ...screen, label }}>
      <Title title={label} />
      <Suspense fallback={<Loading loadingPrimary="app.loading" loadingSecondary="" />}>
        {screen.area === 'users' ? (
          <ModuleTexts>
            {screen.needsProject ? (
              <ProjectGate>
                <Page />
              </ProjectGate>
            ) : (
              <Page />
            )}
          </ModuleTexts>
        ) : (
          <Page />
        )}
      </Suspense>
    </ScreenContext.Provider>
  );
};
