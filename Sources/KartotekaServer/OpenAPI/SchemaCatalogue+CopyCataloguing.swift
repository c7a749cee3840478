import KartotekaCore

/// The schemas of copy cataloguing: targets, presets, searches and their candidates.
extension SchemaCatalogue {
    static var copyCataloguing: [String: JSONValue] {
        let services = CopyCataloguingService.allCases.map(\.rawValue)
        let formats = MARCFormat.allCases.map(\.rawValue)
        let characterSets = TargetCharacterSet.allCases.map(\.rawValue)
        return [
            "CopycatTarget": S.object(
                "A catalogue records are copied from, over Z39.50 or SRU; its password is never shown.",
                required: ["id", "name", "host", "port", "database", "service", "format", "characterSet", "user", "hasPassword",
                           "timeoutSeconds", "enabled", "order", "address"],
                properties: [
                    "id": S.id, "name": S.string("The name it is chosen by."), "host": S.string(), "port": S.integer(minimum: 1, maximum: 65_535),
                    "database": S.string(), "service": S.string(values: services), "format": S.string(values: formats),
                    "characterSet": S.string("Of its records; a Windows-1251 target gets its search terms in it too.", values: characterSets),
                    "user": S.string("Empty when none."), "hasPassword": S.boolean("Whether a password is kept."),
                    "timeoutSeconds": S.integer(minimum: 1, maximum: 120), "enabled": S.boolean("Whether searches ask it."),
                    "order": S.integer("Its place in lists: smaller first.", minimum: 0, maximum: 9_999),
                    "address": S.string("`host:port/database`, `http://…` for SRU."),
                ]),
            "CopycatTargetInput": S.object(
                "A target. Left out: port 210, `z3950`, `utf-8`, 10 seconds, enabled, order 0; a password left out is kept, "
                    + "an empty one removed.",
                required: ["name", "host", "database", "format"],
                properties: [
                    "name": S.string(minLength: 1), "host": S.string(minLength: 1),
                    "port": S.integer(minimum: 1, maximum: 65_535, nullable: true), "database": S.string(minLength: 1),
                    "service": S.string(values: services, nullable: true), "format": S.string(values: formats),
                    "characterSet": S.string(values: characterSets, nullable: true), "user": S.string(nullable: true),
                    "password": S.string(nullable: true), "timeoutSeconds": S.integer(minimum: 1, maximum: 120, nullable: true),
                    "enabled": ["type": "boolean", "nullable": true], "order": S.integer(minimum: 0, maximum: 9_999, nullable: true),
                ],
                example: ["name": "ГПНТБ России", "host": "193.233.14.5", "port": 9999, "database": "katb", "format": "rusmarc",
                          "characterSet": "windows-1251", "enabled": false]),
            "CopycatPreset": S.object(
                "A well-known public catalogue, not checked by Kartoteka.",
                required: ["key", "name", "host", "port", "database", "service", "format", "characterSet"],
                properties: [
                    "key": S.string(values: CopyCataloguingPreset.Key.allCases.map(\.rawValue)), "name": S.string(), "host": S.string(),
                    "port": S.integer(), "database": S.string(), "service": S.string(values: services),
                    "format": S.string(values: formats), "characterSet": S.string(values: characterSets),
                ]),
            "CopycatSearchResult": S.object(
                "What a search of several catalogues found.", required: ["kind", "text", "editions", "targets"],
                properties: [
                    "kind": S.string(values: CopyCataloguingQuery.Kind.allCases.map(\.rawValue)), "text": S.string(),
                    "editions": S.array(S.ref("CopycatEdition"), "One per edition, in the order their first candidate came."),
                    "targets": S.array(S.ref("CopycatTargetOutcome"), "What each target did, in the targets' order."),
                ]),
            "CopycatEdition": S.object(
                "The candidates of several targets for one edition.", required: ["candidates"],
                properties: [
                    "isbn": S.string("With hyphens."),
                    "cataloguedTitleId": S.integer("This library's title with that ISBN.", format: "int64", minimum: 1),
                    "candidates": S.array(S.ref("CopycatCandidate")),
                ]),
            "CopycatCandidate": S.object(
                "One target's record, as the New Book form's fields (the author sign computed when the record has none).",
                required: ["target", "recordId", "format", "draft"],
                properties: [
                    "target": S.string(), "recordId": S.string("Its control number there; empty when it has none."),
                    "format": S.string(values: formats), "draft": S.ref("TitleDraft"),
                ]),
            "CopycatTargetOutcome": S.object(
                "What one target did.", required: ["target", "found", "received", "undecodable"],
                properties: [
                    "target": S.string(), "found": S.count, "received": S.count, "undecodable": S.count,
                    "failure": S.ref("ErrorBody"),
                ]),
        ]
    }
}
