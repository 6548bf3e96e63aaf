import { Box, Button, Group, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const SIGNATURE_HEIGHT_PX = 180;
const INK = '#1a1b1e';

export interface SignaturePadProps {
  label?: string;
  /** The signature as a PNG data URL after each stroke; null once cleared. */
  onChange: (signature: string | null) => void;
  error?: string | undefined;
}

/**
 * A drawn signature (the receiver's, on a proof of delivery): one pointer at a time, so a finger, a pen and a mouse
 * all draw the same way, on a canvas sized to the device's pixels so the lines stay sharp; 'Clear' starts again.
 */
export function SignaturePad({ label, onChange, error }: SignaturePadProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const [signed, setSigned] = useState(false);

  // The drawing surface follows the box's width, at the device's pixel density.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.getBoundingClientRect().width || 320;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(SIGNATURE_HEIGHT_PX * ratio);
    const context = canvas.getContext('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = INK;
  }, []);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drawing.current) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const { x, y } = pointAt(event);
    drawing.current = { pointerId: event.pointerId, x, y };
    const context = event.currentTarget.getContext('2d');
    // A dot for a tap, so initials with a full stop come out.
    context?.beginPath();
    context?.arc(x, y, 1.2, 0, Math.PI * 2);
    context?.fill();
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const last = drawing.current;
    if (!last || last.pointerId !== event.pointerId) return;
    const { x, y } = pointAt(event);
    const context = event.currentTarget.getContext('2d');
    context?.beginPath();
    context?.moveTo(last.x, last.y);
    context?.lineTo(x, y);
    context?.stroke();
    drawing.current = { ...last, x, y };
  };

  const onPointerEnd = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current || drawing.current.pointerId !== event.pointerId) return;
    drawing.current = null;
    setSigned(true);
    onChange(event.currentTarget.toDataURL('image/png'));
  };

  const clear = () => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (canvas && context) {
      context.save();
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.restore();
    }
    setSigned(false);
    onChange(null);
  };

  return (
    <Box>
      <Group justify="space-between" mb={4}>
        <Text id={labelId} size="sm" fw={500}>
          {label ?? t('signaturePad.label')}
        </Text>
        <Button variant="default" size="compact-md" onClick={clear} disabled={!signed}>
          {t('signaturePad.clear')}
        </Button>
      </Group>
      <Text id={hintId} size="sm" c="dimmed" mb={4}>
        {t('signaturePad.hint')}
      </Text>
      <canvas
        ref={canvasRef}
        role="img"
        aria-describedby={hintId}
        aria-label={`${label ?? t('signaturePad.label')}: ${signed ? t('signaturePad.signed') : t('signaturePad.empty')}`}
        data-signed={signed || undefined}
        style={{
          display: 'block',
          width: '100%',
          height: SIGNATURE_HEIGHT_PX,
          border: `2px solid ${error ? 'var(--mantine-color-red-8)' : 'var(--mantine-color-gray-6)'}`,
          borderRadius: 'var(--mantine-radius-md)',
          background: 'var(--mantine-color-white)',
          // The finger signs; the page must not scroll or zoom under it.
          touchAction: 'none',
          cursor: 'crosshair',
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      />
      {error && (
        <Text size="sm" c="red.8" role="alert" mt={4}>
          {error}
        </Text>
      )}
    </Box>
  );
}
