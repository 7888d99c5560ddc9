"use client";

import { useEffect, useRef } from "react";
import { captureTexts } from "@/components/capture/capture-texts";

/** The part of the Barcode Detection API we use (not yet in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** Pix is a QR code; a boleto's barcode is Interleaved 2 of 5 ("itf"). */
const FORMATS = ["qr_code", "itf"];
const SCAN_INTERVAL_MS = 300;

/** The rear camera, read a few times a second until a code shows up. Only mounted where BarcodeDetector exists. */
export function CameraScan({ onCode, onError }: { onCode: (code: string) => void; onError: (message: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const callbacks = useRef({ onCode, onError });

  useEffect(() => {
    callbacks.current = { onCode, onError };
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const Detector = (window as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const detector = new Detector({ formats: FORMATS });
        timer = setInterval(() => {
          if (!video.current) return;
          detector
            .detect(video.current)
            .then((codes) => {
              const code = codes[0]?.rawValue;
              if (code && !stopped) {
                stopped = true;
                callbacks.current.onCode(code);
              }
            })
            .catch(() => undefined);
        }, SCAN_INTERVAL_MS);
      } catch (error) {
        if (!stopped) callbacks.current.onError(error instanceof Error ? error.message : String(error));
      }
    })();
    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="flex flex-col gap-1">
      <video ref={video} muted playsInline className="aspect-video w-full rounded-md bg-black object-cover" />
      <p className="text-xs text-muted-foreground">{captureTexts.cameraHint}</p>
    </div>
  );
}
