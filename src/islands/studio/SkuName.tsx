// What a SKU in the deals list is: its product's name, flavour and size, or that this site does not sell it (a SKU
// the catalogue does not know is left out of the deals). Looked up a moment after the SKU stops changing.
import { useEffect, useState } from 'react';
import { nameOfSku, type SkuName as Named } from './api';

export default function SkuName({ sku }: { sku: string }) {
  const [named, setNamed] = useState<Named | null | undefined>(undefined);

  useEffect(() => {
    setNamed(undefined);
    if (!sku.trim()) return;
    let current = true;
    const timer = setTimeout(() => {
      nameOfSku(sku).then(
        (found) => current && setNamed(found),
        () => current && setNamed(undefined),
      );
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [sku]);

  if (named === undefined) return null;
  return (
    <span className="studio-muted">
      {named ? ` ${named.title}, ${named.variant}` : ' not sold on this site (left out of the deals here)'}
    </span>
  );
}
