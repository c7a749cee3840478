import KartotekaValues

extension CopyCataloguingTargetResource: SchemaDescribed {
    public static let schema = Schema<CopyCataloguingTargetResource>.resource(
        "CopycatTarget", "A catalogue records are copied from, over Z39.50 or SRU; its password is never shown.",
        [
            .init("id", \.id, .id), .init("name", \.name, "The name it is chosen by."), .init("host", \.host),
            .init("port", \.port, .integer(minimum: 1, maximum: 65_535)), .init("database", \.database),
            .init("service", \.service, .string(values: CopyCataloguingService.codes)),
            .init("format", \.format, .string(values: MARCFormat.codes)),
            .init("characterSet", \.characterSet, .string("Of its records; a Windows-1251 target gets its search terms in it too.",
                                                          values: TargetCharacterSet.codes)),
            .init("user", \.user, "Empty when none."), .init("hasPassword", \.hasPassword, "Whether a password is kept."),
            .init("timeoutSeconds", \.timeoutSeconds, .integer(minimum: 1, maximum: 120)),
            .init("enabled", \.enabled, "Whether searches ask it."),
            .init("order", \.order, .integer("Its place in lists: smaller first.", minimum: 0, maximum: 9_999)),
            .init("address", \.address, "`host:port/database`, `http://…` for SRU."),
        ])
}

extension CopyCataloguingPresetResource: SchemaDescribed {
    public static let schema = Schema<CopyCataloguingPresetResource>.resource(
        "CopycatPreset", "A well-known public catalogue, not checked by Kartoteka.",
        [
            .init("key", \.key, .string(values: CopyCataloguingPresetKey.codes)), .init("name", \.name), .init("host", \.host),
            .init("port", \.port), .init("database", \.database),
            .init("service", \.service, .string(values: CopyCataloguingService.codes)),
            .init("format", \.format, .string(values: MARCFormat.codes)),
            .init("characterSet", \.characterSet, .string(values: TargetCharacterSet.codes)),
        ])
}
