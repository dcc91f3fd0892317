import { useEffect, useState } from 'react';

export interface MediaChoice {
  cameraId: string | null;
  microphoneId: string | null;
}

/**
 * The camera and microphone chosen (the browser's default first), the devices there are to choose from
 * (their names are given only once the page may use them), and the error if the browser refused.
 */
export function useLocalMedia(choice: MediaChoice) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let opened: MediaStream | null = null;
    // A browser without getUserMedia (or a page not served over https) says so through the same path.
    const getUserMedia = navigator.mediaDevices?.getUserMedia
      ? navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices)
      : () => Promise.reject(new DOMException('getUserMedia', 'NotSupportedError'));
    getUserMedia({
      video: choice.cameraId ? { deviceId: { exact: choice.cameraId } } : { facingMode: 'user' },
      audio: choice.microphoneId ? { deviceId: { exact: choice.microphoneId } } : true,
    })
      .then(async (media) => {
        if (cancelled) return media.getTracks().forEach((track) => track.stop());
        opened = media;
        setStream(media);
        setError(null);
        setDevices(await navigator.mediaDevices.enumerateDevices());
      })
      .catch((reason: unknown) => {
        if (cancelled) return;
        setError(
          reason instanceof DOMException && reason.name === 'NotAllowedError' ? 'DENIED' : 'UNAVAILABLE',
        );
      });
    return () => {
      cancelled = true;
      opened?.getTracks().forEach((track) => track.stop());
    };
  }, [choice.cameraId, choice.microphoneId]);

  return {
    stream,
    error,
    cameras: devices.filter((device) => device.kind === 'videoinput'),
    microphones: devices.filter((device) => device.kind === 'audioinput'),
  };
}

/** The microphone's level, 0 to 1, measured a few times a second: what the check shows. */
export function useAudioLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      // RMS of speech is around 0.05–0.2: scaled so that normal speech fills most of the meter.
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 5));
    }, 150);
    return () => {
      clearInterval(timer);
      void context.close();
    };
  }, [stream]);
  return level;
}
