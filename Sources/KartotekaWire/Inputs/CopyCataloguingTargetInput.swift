import KartotekaValues

extension CopyCataloguingTargetInput {
    /// The input for a target as the API shows it: its password, which is never shown, is kept.
    public init(_ resource: CopyCataloguingTargetResource) {
        self.init(name: resource.name, host: resource.host, port: resource.port, database: resource.database, service: resource.service,
                  format: resource.format, characterSet: resource.characterSet, user: resource.user,
                  timeoutSeconds: resource.timeoutSeconds, enabled: resource.enabled, order: resource.order)
    }
}

extension CopyCataloguingTargetInput: SchemaDescribed {
    public static let schema = Schema<CopyCataloguingTargetInput>.input(
        "CopycatTargetInput",
        "A target. Left out: port 210, `z3950`, `utf-8`, 10 seconds, enabled, order 0; a password left out is kept, "
            + "an empty one removed.",
        [
            .init("name", \.name, .string(minLength: 1)), .init("host", \.host, .string(minLength: 1)),
            .init("port", \.port, .integer(minimum: 1, maximum: 65_535)), .init("database", \.database, .string(minLength: 1)),
            .init("service", \.service, .string(values: CopyCataloguingService.codes)),
            .init("format", \.format, .string(values: MARCFormat.codes)),
            .init("characterSet", \.characterSet, .string(values: TargetCharacterSet.codes)), .init("user", \.user),
            .init("password", \.password), .init("timeoutSeconds", \.timeoutSeconds, .integer(minimum: 1, maximum: 120)),
            .init("enabled", \.enabled), .init("order", \.order, .integer(minimum: 0, maximum: 9_999)),
        ],
        example: ["name": "ГПНТБ России", "host": "193.233.14.5", "port": 9999, "database": "katb", "format": "rusmarc",
                  "characterSet": "windows-1251", "enabled": false])
}
