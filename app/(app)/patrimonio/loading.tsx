import { ScreenSkeleton } from "@/components/shell/screen-skeleton";

export default ScreenSkeleton;
