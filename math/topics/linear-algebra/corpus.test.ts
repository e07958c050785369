import { corpusSuite } from '../geometry/test-helpers';
import { CORPUS } from './corpus';

/** The linear-algebra corpus through the path users get (normalizeQuestion → routeQuestion → compute). */
corpusSuite('linear-algebra', CORPUS);
