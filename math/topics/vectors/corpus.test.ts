import { corpusSuite } from '../geometry/test-helpers';
import { CORPUS } from './corpus';

/** The vectors corpus through the path users get (normalizeQuestion → routeQuestion → compute). */
corpusSuite('vectors', CORPUS);
