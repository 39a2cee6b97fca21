import { useEffect, useMemo } from 'react';
import { useConfigurePutterMutation, type ApiError, type ConfigurePutterDto } from '../../api';
import {
  configurePayload,
  logosComplete,
  notifyError,
  priceCalculated,
  priceInvalidated,
  selectConfiguration,
  useAppDispatch,
  useAppSelector,
} from '../../store';

/**
 * Every option change with a model chosen asks the server for the price; its answer replaces totalPrice and
 * configurationId. Only the newest answer counts. Unfinished logo details hold the calculation back.
 */
export const usePriceCalculation = () => {
  const dispatch = useAppDispatch();
  const configuration = useAppSelector(selectConfiguration);
  const [configure, { isLoading }] = useConfigurePutterMutation();
  const complete = logosComplete(configuration);
  const payload = useMemo(() => JSON.stringify(configurePayload(configuration)), [configuration]);

  useEffect(() => {
    const body = JSON.parse(payload) as ConfigurePutterDto;
    if (!body.modelId) return;
    if (!complete) {
      dispatch(priceInvalidated());
      return;
    }
    let current = true;
    configure(body)
      .unwrap()
      .then((result) => {
        if (current) dispatch(priceCalculated(result));
      })
      .catch((error: ApiError) => {
        if (!current) return;
        dispatch(priceInvalidated());
        dispatch(notifyError(error));
      });
    return () => {
      current = false;
    };
  }, [payload, complete, configure, dispatch]);

  return { isCalculating: isLoading, logosComplete: complete };
};
