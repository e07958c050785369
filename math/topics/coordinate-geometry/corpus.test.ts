import { corpusSuite } from '../geometry/test-helpers';
import { CORPUS } from './corpus';

/** The coordinate-geometry corpus through the path users get (normalizeQuestion → routeQuestion → compute). */
corpusSuite('coordinate-geometry', CORPUS);
