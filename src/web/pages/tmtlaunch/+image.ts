import { LAUNCH_PREVIEW_IMAGE } from '../../components/launch/launch-plan.ts';

export default LAUNCH_PREVIEW_IMAGE;
