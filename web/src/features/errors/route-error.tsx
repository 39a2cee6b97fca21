import { useEffect, useState } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';
import { newErrorId } from './error-boundary';

/** Errors the router catches (a failed lazy chunk, a render error in a route) show the same screen. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const [errorId] = useState(newErrorId);
  useEffect(() => console.error(`[${errorId}]`, error), [error, errorId]);
  return <ErrorScreen errorId={errorId} onRetry={() => navigate(0)} />;
}
