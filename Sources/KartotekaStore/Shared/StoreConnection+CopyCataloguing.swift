import KartotekaCore

/// The copy-cataloguing targets, the same for both stores.
extension StoreConnection {
    private static var targetColumns: String {
        """
        id, name, host, port, database_name, service, format, character_set, user_name, password, timeout_seconds, enabled, \
        position, created_at, updated_at
        """
    }

    private static func decodeTarget(_ row: Row) throws(StoreError) -> CopyCataloguingTargetRecord {
        func unreadable(_ column: String) -> StoreError { .unreadableData(table: "copycat_targets", column: column) }
        guard let service = CopyCataloguingService(rawValue: row.text(5)) else { throw unreadable("service") }
        guard let format = MARCFormat(rawValue: row.text(6)) else { throw unreadable("format") }
        guard let characterSet = TargetCharacterSet(rawValue: row.text(7)) else { throw unreadable("character_set") }
        let target = CopyCataloguingTarget(
            name: row.text(1), host: row.text(2), port: try row.int(3), database: row.text(4), service: service, format: format,
            characterSet: characterSet, user: row.text(8), password: row.text(9), timeoutSeconds: try row.int(10),
            enabled: try row.bool(11), order: try row.int(12))
        return CopyCataloguingTargetRecord(id: CopyCataloguingTargetID(try row.int64(0)), target: target,
                                           createdAt: try row.instant(13), updatedAt: try row.instant(14))
    }

    /// Every target, in their order, then by name.
    package func copyCataloguingTargets() throws -> [CopyCataloguingTargetRecord] {
        try query("SELECT \(Self.targetColumns) FROM copycat_targets ORDER BY position, name, id", values: []) {
            try Self.decodeTarget($0)
        }
    }

    /// The target with this id.
    package func copyCataloguingTarget(_ id: CopyCataloguingTargetID) throws -> CopyCataloguingTargetRecord {
        guard let record = try first("SELECT \(Self.targetColumns) FROM copycat_targets WHERE id = \(Self.p(1))", id.rawValue, map: {
            try Self.decodeTarget($0)
        }) else { throw CopyCataloguingError.targetNotFound(id.description) }
        return record
    }

    /// The target with this name.
    package func copyCataloguingTarget(named name: String) throws -> CopyCataloguingTargetRecord {
        guard let record = try first("SELECT \(Self.targetColumns) FROM copycat_targets WHERE name = \(Self.p(1))", name, map: {
            try Self.decodeTarget($0)
        }) else { throw CopyCataloguingError.targetNotFound(name) }
        return record
    }

    /// Adds a target whose name no other has.
    package func addCopyCataloguingTarget(_ target: CopyCataloguingTarget, now: Int64) throws -> CopyCataloguingTargetRecord {
        try checkTargetName(target.name, except: nil)
        _ = try change("""
            INSERT INTO copycat_targets (name, host, port, database_name, service, format, character_set, user_name, password,
                                         timeout_seconds, enabled, position, created_at, updated_at)
            VALUES (\(Self.parameters(13)), \(Self.p(13)))
            """, values: Self.values(of: target) + [now])
        return try copyCataloguingTarget(named: target.name)
    }

    /// Replaces a target's fields (its name may change, to one no other target has).
    package func updateCopyCataloguingTarget(_ id: CopyCataloguingTargetID, with target: CopyCataloguingTarget,
                                             now: Int64) throws -> CopyCataloguingTargetRecord {
        _ = try copyCataloguingTarget(id)
        try checkTargetName(target.name, except: id)
        _ = try change("""
            UPDATE copycat_targets SET name = \(Self.p(1)), host = \(Self.p(2)), port = \(Self.p(3)), database_name = \(Self.p(4)),
            service = \(Self.p(5)), format = \(Self.p(6)), character_set = \(Self.p(7)), user_name = \(Self.p(8)),
            password = \(Self.p(9)), timeout_seconds = \(Self.p(10)), enabled = \(Self.p(11)), position = \(Self.p(12)),
            updated_at = \(Self.p(13)) WHERE id = \(Self.p(14))
            """, values: Self.values(of: target) + [now, id.rawValue])
        return try copyCataloguingTarget(id)
    }

    /// Removes a target.
    package func deleteCopyCataloguingTarget(_ id: CopyCataloguingTargetID) throws {
        guard try change("DELETE FROM copycat_targets WHERE id = \(Self.p(1))", values: [id.rawValue]) > 0 else {
            throw CopyCataloguingError.targetNotFound(id.description)
        }
    }

    private func checkTargetName(_ name: String, except id: CopyCataloguingTargetID?) throws {
        let other = try first("SELECT id FROM copycat_targets WHERE name = \(Self.p(1))", name, map: { try $0.int64(0) })
        if let other, other != id?.rawValue { throw CopyCataloguingError.targetNameTaken(name) }
    }

    /// The values of a target's columns from `name` to `position`, in order.
    private static func values(of target: CopyCataloguingTarget) -> [any DatabaseValueConvertible] {
        [target.name, target.host, Int64(target.port), target.database, target.service.rawValue, target.format.rawValue,
         target.characterSet.rawValue, target.user, target.password, Int64(target.timeoutSeconds), target.enabled, Int64(target.order)]
    }
}
