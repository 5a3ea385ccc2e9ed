import type { Video } from "../../model/index.ts";
import { VideoPlayer, type VideoLabels } from "./parts/VideoPlayer";

/** Media section page: the play/pause video, initially paused, with its fallback text. */
export default function MediaVideo({ video, labels, posterAlt, className }: { video: Video; labels: VideoLabels; posterAlt: string; className?: string }) {
  return <VideoPlayer video={video} labels={labels} posterAlt={posterAlt} className={className} />;
}
