import { corpusSuite } from '../geometry/test-helpers';
import { CORPUS } from './corpus';

/** The units corpus through the path users get (normalizeQuestion → routeQuestion → compute). */
corpusSuite('units', CORPUS);
