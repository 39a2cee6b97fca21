import * as THREE from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { buildPutter, type BuiltPutter } from './putter-model';
import type { PutterLook } from '@sound-putter/contracts';

/** What the camera frames: the whole putter, or close on the face or the sole (the logo wizard's positions). */
export type PutterView = 'overview' | 'face' | 'sole';

interface Pose {
  yaw: number;
  pitch: number;
  distance: number;
  lookY: number;
}

const poses: Record<PutterView, Pose> = {
  overview: { yaw: -0.6, pitch: 0.22, distance: 7.6, lookY: 1.45 },
  face: { yaw: 0, pitch: 0.1, distance: 2.7, lookY: 0 },
  sole: { yaw: 0, pitch: -1.38, distance: 2.7, lookY: 0 },
};

const PITCH_LIMIT = 1.5;

/**
 * Draws one putter on a canvas and turns it. It renders only when something moved, so an idle preview costs no
 * frames; a change of view eases over a few hundred milliseconds.
 */
export class PutterRenderer {
  private readonly renderer: THREE.WebGLRenderer;
  private readonly scene = new THREE.Scene();
  private readonly camera = new THREE.PerspectiveCamera(32, 1, 0.1, 100);
  private readonly environment: THREE.Texture;
  private putter: BuiltPutter | null = null;
  private current: Pose = { ...poses.overview };
  private target: Pose = { ...poses.overview };
  private frame = 0;

  constructor(private readonly canvas: HTMLCanvasElement) {
    this.renderer = new THREE.WebGLRenderer({ canvas, antialias: true, alpha: true, preserveDrawingBuffer: true });
    this.renderer.toneMapping = THREE.ACESFilmicToneMapping;
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    const pmrem = new THREE.PMREMGenerator(this.renderer);
    const room = new RoomEnvironment();
    this.environment = pmrem.fromScene(room, 0.04).texture;
    room.dispose();
    pmrem.dispose();
    this.scene.environment = this.environment;
    // A dimmer room keeps polished metal from washing out to white against the light card.
    this.scene.environmentIntensity = 0.75;
    const key = new THREE.DirectionalLight('#ffffff', 2.2);
    key.position.set(3, 6, 5);
    this.scene.add(key);
  }

  setLook(look: PutterLook) {
    if (this.putter) {
      this.scene.remove(this.putter.group);
      this.putter.dispose();
    }
    this.putter = buildPutter(look);
    this.scene.add(this.putter.group);
    this.requestRender();
  }

  /** Turns to a view; `instantly` skips the easing (first paint, reduced motion). */
  setView(view: PutterView, instantly = false) {
    this.target = { ...poses[view] };
    if (instantly) this.current = { ...this.target };
    this.requestRender();
  }

  /** Turns by a drag or a key press, keeping the framing of the current view. */
  turnBy(yaw: number, pitch: number) {
    this.target.yaw += yaw;
    this.target.pitch = Math.max(-PITCH_LIMIT, Math.min(PITCH_LIMIT, this.target.pitch + pitch));
    this.current.yaw = this.target.yaw;
    this.current.pitch = this.target.pitch;
    this.requestRender();
  }

  resize(width: number, height: number) {
    if (width <= 0 || height <= 0) return;
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.requestRender();
  }

  dispose() {
    cancelAnimationFrame(this.frame);
    this.putter?.dispose();
    this.environment.dispose();
    this.renderer.dispose();
  }

  private requestRender() {
    if (!this.frame) this.frame = requestAnimationFrame(() => this.draw());
  }

  private draw() {
    this.frame = 0;
    let moving = false;
    for (const key of Object.keys(this.current) as Array<keyof Pose>) {
      const gap = this.target[key] - this.current[key];
      if (Math.abs(gap) > 1e-3) {
        this.current[key] += gap * 0.18;
        moving = true;
      } else this.current[key] = this.target[key];
    }
    if (this.putter) {
      this.putter.group.rotation.set(this.current.pitch, this.current.yaw, 0, 'XYZ');
    }
    this.camera.position.set(0, this.current.lookY + 0.4 * (this.current.distance / 8.6), this.current.distance);
    this.camera.lookAt(0, this.current.lookY, 0);
    this.renderer.render(this.scene, this.camera);
    // Screenshot tests and the render script wait for a still picture.
    this.canvas.dataset.settled = String(!moving && this.putter !== null);
    if (moving) this.requestRender();
  }
}
