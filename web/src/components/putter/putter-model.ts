import * as THREE from 'three';
import { carbonWeave, faceSurface, gripBump, soleSurface } from './engraving';
import { finishAppearance, type PutterLook } from '@sound-putter/contracts';

/**
 * The putter as three.js meshes, built from a PutterLook. Units are stylised (the head is about one unit wide) so
 * the head stays large in frame; the shaft still grows with the chosen length. The face points at +z, the head
 * sits on y = 0 and the shaft leans toward +x; a left-handed putter is the same group mirrored in x.
 */
interface HeadSpec {
  width: number;
  depth: number;
  height: number;
  /** Top-view outline, x across the face, y backwards from the face. */
  outline: (w: number, d: number) => THREE.Shape;
}

const BEVEL = 0.018;

const malletOutline = (w: number, d: number) => {
  const s = new THREE.Shape();
  s.moveTo(-w / 2, 0);
  s.lineTo(w / 2, 0);
  s.bezierCurveTo(w / 2, d * 0.7, w * 0.28, d, 0, d);
  s.bezierCurveTo(-w * 0.28, d, -w / 2, d * 0.7, -w / 2, 0);
  // A cut-out behind the face, as milled mallets have, makes the shape read at a glance.
  const hole = new THREE.Path();
  hole.absellipse(0, d * 0.62, w * 0.16, d * 0.2, 0, Math.PI * 2, false, 0);
  s.holes.push(hole);
  return s;
};

const bladeOutline = (w: number, d: number) => {
  const s = new THREE.Shape();
  const r = d * 0.45;
  s.moveTo(-w / 2 + r, 0);
  s.lineTo(w / 2 - r, 0);
  s.quadraticCurveTo(w / 2, 0, w / 2, r);
  s.lineTo(w / 2, d - r);
  s.quadraticCurveTo(w / 2, d, w / 2 - r, d);
  s.lineTo(-w / 2 + r, d);
  s.quadraticCurveTo(-w / 2, d, -w / 2, d - r);
  s.lineTo(-w / 2, r);
  s.quadraticCurveTo(-w / 2, 0, -w / 2 + r, 0);
  return s;
};

const heads: Record<PutterLook['head'], HeadSpec> = {
  mallet: { width: 1.3, depth: 0.95, height: 0.24, outline: malletOutline },
  blade: { width: 1.45, depth: 0.17, height: 0.3, outline: bladeOutline },
};

/** An outline extruded upward from the ground, with softened edges. */
const extrudeUp = (shape: THREE.Shape, height: number, material: THREE.Material) => {
  const geometry = new THREE.ExtrudeGeometry(shape, {
    depth: height,
    bevelEnabled: true,
    bevelThickness: BEVEL,
    bevelSize: BEVEL,
    bevelSegments: 3,
    curveSegments: 32,
  });
  const mesh = new THREE.Mesh(geometry, material);
  // Shape y (backwards) becomes -z, the extrusion becomes +y.
  mesh.rotation.x = -Math.PI / 2;
  return mesh;
};

const canvasTexture = (canvas: HTMLCanvasElement, colour: boolean) => {
  const texture = new THREE.CanvasTexture(canvas);
  if (colour) texture.colorSpace = THREE.SRGBColorSpace;
  texture.anisotropy = 4;
  return texture;
};

const metal = (colour: string, roughness = 0.3) =>
  new THREE.MeshStandardMaterial({ color: colour, metalness: 0.9, roughness });

/** The shaft's stylised length for a playing length in inches: 32" to 35" differ by a fifth of the shaft. */
export const shaftLength = (inches: number) => 2.6 + (inches - 32) * 0.18;

const SHAFT_LEAN = 0.3;
const GRIP_LENGTH = 0.9;

export interface BuiltPutter {
  /** The putter, turning about the centre of its head (the origin). */
  group: THREE.Group;
  dispose: () => void;
}

export const buildPutter = (look: PutterLook): BuiltPutter => {
  const disposables: Array<{ dispose: () => void }> = [];
  const keep = <T extends { dispose: () => void }>(item: T) => {
    disposables.push(item);
    return item;
  };
  const mirrored = look.handedness === 'left';
  const spec = heads[look.head];
  const finish = finishAppearance[look.finish];
  const group = new THREE.Group();
  const body = new THREE.Group();
  if (mirrored) body.scale.x = -1;
  group.add(body);

  const headMaterial = keep(
    new THREE.MeshStandardMaterial({ color: finish.colour, metalness: finish.metalness, roughness: finish.roughness }),
  );
  const head = extrudeUp(spec.outline(spec.width, spec.depth), spec.height, headMaterial);
  keep(head.geometry);
  body.add(head);

  if (look.head === 'blade') {
    // A blade carries a low flange behind the face, with a sight dot on top.
    const flange = extrudeUp(bladeOutline(spec.width * 0.78, 0.34), spec.height * 0.38, headMaterial);
    flange.position.z = -spec.depth * 0.6;
    flange.scale.set(1, 1.25, 1);
    keep(flange.geometry);
    body.add(flange);
  } else {
    // A mallet's white sight line runs back from the face along the top.
    const sight = new THREE.Mesh(
      keep(new THREE.BoxGeometry(0.025, 0.004, spec.depth * 0.3)),
      keep(new THREE.MeshStandardMaterial({ color: '#f5f5f4', roughness: 0.4 })),
    );
    sight.position.set(0, spec.height + BEVEL + 0.002, -spec.depth * 0.17);
    body.add(sight);
  }

  const face = faceSurface(look.mill, finish.colour, look.faceLogo, mirrored);
  const faceMaterial = keep(
    new THREE.MeshStandardMaterial({
      map: keep(canvasTexture(face.colour, true)),
      bumpMap: keep(canvasTexture(face.bump, false)),
      bumpScale: 2.5,
      metalness: finish.metalness,
      roughness: Math.min(1, finish.roughness + 0.1),
    }),
  );
  const faceWidth = spec.width * (look.head === 'blade' ? 0.82 : 0.86);
  const facePlate = new THREE.Mesh(keep(new THREE.PlaneGeometry(faceWidth, spec.height * 0.78)), faceMaterial);
  facePlate.position.set(0, spec.height / 2 + BEVEL / 2, BEVEL + 0.002);
  body.add(facePlate);

  const sole = soleSurface(finish.colour, look.soleLogo, mirrored);
  const soleMaterial = keep(
    new THREE.MeshStandardMaterial({
      map: keep(canvasTexture(sole.colour, true)),
      bumpMap: keep(canvasTexture(sole.bump, false)),
      bumpScale: 2,
      metalness: finish.metalness,
      roughness: finish.roughness,
    }),
  );
  const soleDepth = look.head === 'blade' ? 0.3 : spec.depth * 0.42;
  const solePlate = new THREE.Mesh(keep(new THREE.PlaneGeometry(spec.width * 0.6, soleDepth)), soleMaterial);
  // Facing the ground; turned sole-up, the engraving reads with the face at the top.
  solePlate.rotation.x = Math.PI / 2;
  solePlate.position.set(0, -BEVEL - 0.002, look.head === 'blade' ? -0.26 : -spec.depth * 0.3);
  body.add(solePlate);

  // Shaft, hosel and grip share one leaning axis that starts on top of the head.
  const length = shaftLength(look.lengthInches);
  const axis = new THREE.Group();
  const hoselZ = look.head === 'blade' ? -spec.depth * 0.5 : -spec.depth * 0.18;
  axis.position.set(look.head === 'blade' ? spec.width * 0.3 : 0, spec.height + BEVEL, hoselZ);
  axis.rotation.z = -SHAFT_LEAN;
  body.add(axis);

  const shaftColour = metal(look.shaftColour, 0.28);
  keep(shaftColour);
  const hosel = new THREE.Mesh(keep(new THREE.CylinderGeometry(0.03, 0.045, 0.14, 24)), headMaterial);
  hosel.position.y = 0.07;
  axis.add(hosel);

  if (look.shaft === 'carbon') {
    const tip = length * 0.22;
    const steel = new THREE.Mesh(keep(new THREE.CylinderGeometry(0.026, 0.026, tip, 24)), shaftColour);
    steel.position.y = 0.14 + tip / 2;
    axis.add(steel);
    const weave = keep(canvasTexture(carbonWeave(), true));
    weave.wrapS = weave.wrapT = THREE.RepeatWrapping;
    weave.repeat.set(2, 40);
    const carbon = keep(
      new THREE.MeshStandardMaterial({ map: weave, color: look.shaftColour, metalness: 0.4, roughness: 0.35 }),
    );
    const upper = new THREE.Mesh(keep(new THREE.CylinderGeometry(0.038, 0.03, length - tip, 24)), carbon);
    upper.position.y = 0.14 + tip + (length - tip) / 2;
    axis.add(upper);
  } else {
    const shaft = new THREE.Mesh(keep(new THREE.CylinderGeometry(0.034, 0.026, length, 24)), shaftColour);
    shaft.position.y = 0.14 + length / 2;
    axis.add(shaft);
    // Steel shafts show their step rings.
    for (let i = 1; i <= 3; i++) {
      const ring = new THREE.Mesh(keep(new THREE.TorusGeometry(0.028 + i * 0.002, 0.004, 8, 24)), shaftColour);
      ring.rotation.x = Math.PI / 2;
      ring.position.y = 0.14 + length * (0.2 + i * 0.12);
      axis.add(ring);
    }
  }

  const gripTop = 0.14 + length;
  const t = look.gripThickness;
  const profile = [
    new THREE.Vector2(0, 0),
    new THREE.Vector2(0.046 * t, 0),
    new THREE.Vector2(0.052 * t, GRIP_LENGTH * 0.3),
    new THREE.Vector2(0.066 * t, GRIP_LENGTH * 0.75),
    new THREE.Vector2(0.072 * t, GRIP_LENGTH * 0.97),
    new THREE.Vector2(0.06 * t, GRIP_LENGTH),
    new THREE.Vector2(0, GRIP_LENGTH),
  ];
  const bump = keep(canvasTexture(gripBump(look.gripMaterial === 'leather'), false));
  bump.wrapS = bump.wrapT = THREE.RepeatWrapping;
  bump.repeat.set(3, 4);
  const gripMaterial = keep(
    new THREE.MeshStandardMaterial({
      color: look.gripColour,
      roughness: look.gripMaterial === 'leather' ? 0.55 : 0.85,
      metalness: 0,
      bumpMap: bump,
      bumpScale: look.gripMaterial === 'leather' ? 3 : 1.2,
    }),
  );
  const grip = new THREE.Mesh(keep(new THREE.LatheGeometry(profile, 40)), gripMaterial);
  grip.position.y = gripTop - GRIP_LENGTH * 0.92;
  axis.add(grip);

  if (look.shaft === 'counterbalanced') {
    // The counterweight shows as a metal cap above the grip.
    const weight = new THREE.Mesh(keep(new THREE.CylinderGeometry(0.058 * t, 0.06 * t, 0.09, 32)), shaftColour);
    weight.position.y = grip.position.y + GRIP_LENGTH + 0.045;
    axis.add(weight);
  }

  // The head's centre is the turning point of the whole putter.
  const headCentre = new THREE.Vector3(0, spec.height / 2, -spec.depth / 2);
  body.position.set(-headCentre.x, -headCentre.y, -headCentre.z);

  return {
    group,
    dispose: () => disposables.forEach((d) => d.dispose()),
  };
};
