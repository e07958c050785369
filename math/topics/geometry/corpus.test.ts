import { corpusSuite } from '../geometry/test-helpers';
import { CORPUS } from './corpus';

/** The geometry corpus through the path users get (normalizeQuestion → routeQuestion → compute). */
corpusSuite('geometry', CORPUS);
