import { useCallback, useEffect, useRef, useState } from 'react';
import { useRoomTicket, type RoomTicket } from '@tabib/hooks';

/** The close codes of the room's socket (docs/decisions/055-teleconsultation-room.md). */
const CLOSE_POLICY = 1008;
const CLOSE_ROOM_CLOSED = 4001;
const CLOSE_REPLACED = 4002;
/** A `disconnected` ICE state often heals by itself within seconds; after this, ICE is restarted. */
const DISCONNECTED_GRACE_MS = 3_000;
const MAX_RECONNECT_DELAY_MS = 10_000;

export type RoomStatus = 'connecting' | 'waiting-peer' | 'connected' | 'reconnecting' | 'closed' | 'refused';

export interface ChatLine {
  from: 'doctor' | 'patient';
  text: string;
  at: string;
  own: boolean;
}

declare global {
  interface Window {
    /** Set only when the page is opened with the room diagnostics on (the end-to-end journey). */
    __tabibRoom?: { pc: () => RTCPeerConnection | null };
  }
}

/** Whether the page may expose its peer connection to the browser's console and tests. */
const diagnosticsOn = () => {
  try {
    return localStorage.getItem('tabib.roomDiagnostics') === '1';
  } catch {
    return false;
  }
};

const isIceConnected = (pc: RTCPeerConnection | null) =>
  pc?.iceConnectionState === 'connected' || pc?.iceConnectionState === 'completed';

function socketUrl(rdvId: string, ticket: string): string {
  const url = new URL(`/v1/rooms/${encodeURIComponent(rdvId)}`, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('ticket', ticket);
  return url.toString();
}

/**
 * The call: the room's socket (a new ticket for each connection), the peer connection, and what keeps
 * them alive across a network change — the socket reopened with a growing delay, ICE restarted when
 * the connection fails. The doctor always makes the offers (decision 055), so the two never collide.
 */
export function useRoomConnection(rdvId: string, localStream: MediaStream | null, active: boolean) {
  const roomTicket = useRoomTicket();
  const [status, setStatus] = useState<RoomStatus>('connecting');
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [chat, setChat] = useState<ChatLine[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const pcRef = useRef<RTCPeerConnection | null>(null);
  const wsRef = useRef<WebSocket | null>(null);
  const roleRef = useRef<'doctor' | 'patient' | null>(null);
  const streamRef = useRef(localStream);
  useEffect(() => {
    streamRef.current = localStream;
  }, [localStream]);

  const sendMessage = useCallback((message: object) => {
    const ws = wsRef.current;
    if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
  }, []);

  const sendChat = useCallback((text: string) => sendMessage({ type: 'chat', text }), [sendMessage]);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let disconnectedTimer: ReturnType<typeof setTimeout> | undefined;

    const newPeerConnection = (iceServers: RoomTicket['iceServers']) => {
      const pc = new RTCPeerConnection({ iceServers });
      const stream = streamRef.current;
      if (stream) for (const track of stream.getTracks()) pc.addTrack(track, stream);
      pc.ontrack = (event) => setRemoteStream(event.streams[0] ?? new MediaStream([event.track]));
      pc.onicecandidate = (event) => {
        if (event.candidate) sendMessage({ type: 'signal', data: { candidate: event.candidate.toJSON() } });
      };
      pc.oniceconnectionstatechange = () => {
        clearTimeout(disconnectedTimer);
        const state = pc.iceConnectionState;
        if (state === 'connected' || state === 'completed') setStatus('connected');
        else if (state === 'failed') restartIce();
        else if (state === 'disconnected') {
          setStatus('reconnecting');
          disconnectedTimer = setTimeout(restartIce, DISCONNECTED_GRACE_MS);
        }
      };
      pcRef.current = pc;
      return pc;
    };

    const offer = async (iceRestart: boolean) => {
      const pc = pcRef.current;
      if (!pc) return;
      await pc.setLocalDescription(await pc.createOffer({ iceRestart }));
      sendMessage({ type: 'signal', data: { description: pc.localDescription?.toJSON() } });
    };

    function restartIce() {
      setStatus('reconnecting');
      // Only the doctor offers; the patient asks the doctor to.
      if (roleRef.current === 'doctor') void offer(true);
      else sendMessage({ type: 'signal', data: { restart: true } });
    }

    const onSignal = async (data: {
      description?: RTCSessionDescriptionInit;
      candidate?: RTCIceCandidateInit;
      restart?: boolean;
    }) => {
      const pc = pcRef.current;
      if (!pc) return;
      if (data.restart && roleRef.current === 'doctor') return offer(true);
      if (data.description) {
        await pc.setRemoteDescription(data.description);
        if (data.description.type === 'offer') {
          await pc.setLocalDescription(await pc.createAnswer());
          sendMessage({ type: 'signal', data: { description: pc.localDescription?.toJSON() } });
        }
      } else if (data.candidate) {
        // A candidate of an older negotiation may arrive after a restart: it is of no use, not an error.
        await pc.addIceCandidate(data.candidate).catch(() => undefined);
      }
    };

    const connect = async () => {
      const answer = await roomTicket(rdvId);
      if (stopped) return;
      if ('refusal' in answer) {
        setRefusal(answer.refusal);
        setStatus(answer.refusal === 'ROOM_CLOSED' ? 'closed' : 'refused');
        return;
      }
      const data = answer.ticket;
      roleRef.current = data.role;
      if (pcRef.current === null) newPeerConnection(data.iceServers);
      else pcRef.current.setConfiguration({ iceServers: data.iceServers });
      const ws = new WebSocket(socketUrl(rdvId, data.ticket));
      wsRef.current = ws;
      ws.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as Record<string, unknown>;
        switch (message.type) {
          case 'joined':
            attempt = 0;
            setStatus((current) => (current === 'connected' ? current : 'waiting-peer'));
            break;
          case 'peer':
            if (message.state === 'left') {
              setStatus('waiting-peer');
              break;
            }
            // Back after a drop that the media survived: ICE stays connected through the restart
            // and reports no change, so the call is said to be on again here.
            if (isIceConnected(pcRef.current)) setStatus('connected');
            // A party (re)arrived: the doctor offers, restarting ICE if a call was under way.
            if (roleRef.current === 'doctor') void offer(pcRef.current?.remoteDescription != null);
            break;
          case 'signal':
            void onSignal(message.data as Parameters<typeof onSignal>[0]);
            break;
          case 'chat':
            setChat((lines) => [
              ...lines,
              {
                from: message.from as ChatLine['from'],
                text: String(message.text),
                at: String(message.at),
                own: message.own === true,
              },
            ]);
            break;
        }
      };
      ws.onclose = (event) => {
        if (wsRef.current !== ws || stopped) return;
        wsRef.current = null;
        if (event.code === CLOSE_ROOM_CLOSED) return setStatus('closed');
        if (event.code === CLOSE_REPLACED) return setStatus('refused');
        // A policy close (a ticket refused) or a network drop: a new ticket, after a pause.
        if (event.code === CLOSE_POLICY && attempt > 3) return setStatus('refused');
        scheduleReconnect();
      };
    };

    function scheduleReconnect() {
      setStatus('reconnecting');
      attempt += 1;
      retry = setTimeout(
        () => void connect().catch(scheduleReconnect),
        Math.min(500 * 2 ** attempt, MAX_RECONNECT_DELAY_MS),
      );
    }

    // The browser knows the network is gone long before the socket does (a dead TCP connection can
    // stay open for minutes): the reader is told at once, and the socket is given up for a new one.
    const onOffline = () => {
      if (stopped) return;
      clearTimeout(retry);
      const ws = wsRef.current;
      wsRef.current = null;
      ws?.close();
      setStatus('reconnecting');
    };
    // Back online: reconnect at once instead of waiting for the pending delay.
    const onOnline = () => {
      if (wsRef.current !== null || stopped) return;
      clearTimeout(retry);
      void connect().catch(scheduleReconnect);
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    if (diagnosticsOn()) window.__tabibRoom = { pc: () => pcRef.current };
    void connect().catch(scheduleReconnect);

    return () => {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(disconnectedTimer);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      wsRef.current?.close();
      wsRef.current = null;
      pcRef.current?.close();
      pcRef.current = null;
      delete window.__tabibRoom;
    };
  }, [active, roomTicket, rdvId, sendMessage]);

  // Another camera or microphone chosen during the call: the same senders carry the new tracks.
  useEffect(() => {
    const pc = pcRef.current;
    if (!pc || !localStream) return;
    for (const sender of pc.getSenders()) {
      const track = localStream.getTracks().find((t) => t.kind === sender.track?.kind);
      if (track && sender.track !== track) void sender.replaceTrack(track);
    }
  }, [localStream]);

  return { status, remoteStream, chat, sendChat, refusal };
}
