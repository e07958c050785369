import { corpusSuite } from '../geometry/test-helpers';
import { CORPUS } from './corpus';

/** The complex-number corpus through the path users get (normalizeQuestion → routeQuestion → compute). */
corpusSuite('complex', CORPUS);
