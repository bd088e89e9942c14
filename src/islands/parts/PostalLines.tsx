// The street, city, state and ZIP lines and the phone of an address, as the address book and the clinic finder show it.
type Postal = {
  address1: string;
  address2?: string | null | undefined;
  city: string;
  provinceCode: string;
  zip: string;
  phone?: string | null | undefined;
};

export default function PostalLines({ address: a }: { address: Postal }) {
  return (
    <>
      {a.address1}
      {a.address2 && `, ${a.address2}`}
      <br />
      {a.city}, {a.provinceCode} {a.zip}
      {a.phone && (
        <>
          <br />
          {a.phone}
        </>
      )}
    </>
  );
}
