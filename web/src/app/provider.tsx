import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ErrorBoundary } from '../features/errors/error-boundary';
import { applyTheme, selectTheme, setupStore, useAppSelector, type AppStore } from '../store';

function ThemeSync() {
  const mode = useAppSelector(selectTheme);
  useEffect(() => applyTheme(mode), [mode]);
  return null;
}

export function AppProvider({ children, store: given }: { children: ReactNode; store?: AppStore }) {
  const [store] = useState(() => given ?? setupStore());
  return (
    <ErrorBoundary>
      <Provider store={store}>
        <ThemeSync />
        {children}
      </Provider>
    </ErrorBoundary>
  );
}
