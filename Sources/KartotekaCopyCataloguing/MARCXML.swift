import CYAZ

/// MARCXML (as SRU targets send records) turned into ISO 2709 by YAZ's MARC converter, so that
/// every record is read by the same ISO 2709 reader.
enum MARCXML {
    /// The record as ISO 2709 in UTF-8, or `nil` when the bytes are not a MARCXML record.
    static func iso2709(_ xml: [UInt8]) -> [UInt8]? {
        let options = Int32(KARTOTEKA_XML_PARSE_NONET | KARTOTEKA_XML_PARSE_NOBLANKS)
        let parsed = xml.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { xmlReadMemory($0.baseAddress, Int32($0.count), nil, nil, options) }
        }
        guard let document = parsed else { return nil }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document), let converter = yaz_marc_create() else { return nil }
        defer { yaz_marc_destroy(converter) }
        yaz_marc_xml(converter, YAZ_MARC_ISO2709)
        guard yaz_marc_read_xml(converter, root) == 0, let buffer = wrbuf_alloc() else { return nil }
        defer { wrbuf_destroy(buffer) }
        guard yaz_marc_write_mode(converter, buffer) == 0, let start = buffer.pointee.buf else { return nil }
        return Array(UnsafeRawBufferPointer(start: start, count: buffer.pointee.pos).bindMemory(to: UInt8.self))
    }
}
