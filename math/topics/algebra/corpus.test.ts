import { corpusSuite } from '../geometry/test-helpers';
import { CORPUS } from './corpus';

/** The algebra corpus through the path users get (normalizeQuestion → routeQuestion → compute). */
corpusSuite('algebra', CORPUS);
