import { useState } from 'react';
import { Provider } from 'react-redux';
import { setupStore } from '@sound-putter/web/store';
import { WelcomeScreen } from '../features/welcome/welcome-screen';

export function App() {
  const [store] = useState(() => setupStore());
  return (
    <Provider store={store}>
      <WelcomeScreen />
    </Provider>
  );
}
