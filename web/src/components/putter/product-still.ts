import * as THREE from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { buildPutter } from './putter-model';
import { putterLook, type PutterLookInput } from '@sound-putter/contracts';

/** Product stills from the configurator's 3-D scene, for the render script only (`npm run renders -w web`). */
export interface StillPutter {
  look: PutterLookInput;
  /** Where the head's centre stands on the floor (x across, z towards the camera). */
  x?: number;
  z?: number;
  /** Turn about the vertical axis, radians; 0 shows the face. */
  turn?: number;
}

export interface StillSpec {
  putters: StillPutter[];
  width: number;
  height: number;
  camera: { yaw: number; pitch: number; distance: number; target: [number, number, number]; fov?: number };
}

/** Renders at twice the size, then shrinks: smooth edges even where the software renderer has no multisampling. */
const SUPERSAMPLE = 2;

export const renderStill = async (spec: StillSpec, type = 'image/webp', quality = 0.9): Promise<string> => {
  const canvas = document.createElement('canvas');
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: true, alpha: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(1);
  renderer.setSize(spec.width * SUPERSAMPLE, spec.height * SUPERSAMPLE, false);
  renderer.toneMapping = THREE.ACESFilmicToneMapping;
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.PCFSoftShadowMap;
  renderer.setClearColor(0x000000, 0);

  const scene = new THREE.Scene();
  const pmrem = new THREE.PMREMGenerator(renderer);
  const room = new RoomEnvironment();
  const environment = pmrem.fromScene(room, 0.04).texture;
  scene.environment = environment;
  scene.environmentIntensity = 0.8;

  const key = new THREE.DirectionalLight('#ffffff', 2.4);
  key.position.set(2.5, 7, 4);
  key.castShadow = true;
  key.shadow.mapSize.set(2048, 2048);
  key.shadow.radius = 6;
  key.shadow.bias = -0.0005;
  const box = key.shadow.camera;
  box.left = -3;
  box.right = 3;
  box.top = 3;
  box.bottom = -3;
  box.near = 0.5;
  box.far = 20;
  scene.add(key);
  const rim = new THREE.DirectionalLight('#dbeafe', 1.1);
  rim.position.set(-4, 3, -5);
  scene.add(rim);

  const floor = new THREE.Mesh(new THREE.PlaneGeometry(30, 30), new THREE.ShadowMaterial({ opacity: 0.22 }));
  floor.rotation.x = -Math.PI / 2;
  floor.receiveShadow = true;
  scene.add(floor);

  const built = spec.putters.map((p) => {
    const putter = buildPutter(putterLook(p.look));
    // buildPutter turns about the head's centre; standing on the floor puts the sole on y = 0.
    const onFloor = new THREE.Box3().setFromObject(putter.group).min.y;
    putter.group.rotation.y = p.turn ?? 0;
    putter.group.position.set(p.x ?? 0, -onFloor, p.z ?? 0);
    // Only the head's own parts cast a shadow: a soft contact shadow under it, no stray shaft shadow across the floor.
    const body = putter.group.children[0];
    body.children.forEach((object) => {
      if (object instanceof THREE.Mesh) object.castShadow = true;
    });
    scene.add(putter.group);
    return putter;
  });

  const { yaw, pitch, distance, target, fov = 30 } = spec.camera;
  const camera = new THREE.PerspectiveCamera(fov, spec.width / spec.height, 0.05, 100);
  camera.position.set(
    target[0] + distance * Math.cos(pitch) * Math.sin(yaw),
    target[1] + distance * Math.sin(pitch),
    target[2] + distance * Math.cos(pitch) * Math.cos(yaw),
  );
  camera.lookAt(...target);
  renderer.render(scene, camera);

  const out = document.createElement('canvas');
  out.width = spec.width;
  out.height = spec.height;
  const context = out.getContext('2d') as CanvasRenderingContext2D;
  context.imageSmoothingQuality = 'high';
  context.drawImage(canvas, 0, 0, spec.width, spec.height);
  const url = out.toDataURL(type, quality);

  built.forEach((p) => p.dispose());
  floor.geometry.dispose();
  (floor.material as THREE.Material).dispose();
  environment.dispose();
  room.dispose();
  pmrem.dispose();
  renderer.dispose();
  return url;
};
