import Foundation

/// JSON saved by an older version, which knew fewer fields, read as today's type: the saved
/// object is laid over the defaults' object, field by field and object within object, so that a
/// field it leaves out keeps its default and one it gives — `null` too — is read as given. What
/// comes out decodes as usual: a value of the wrong kind is still an error, never a default.
public enum SavedOverDefaults {
    /// `saved` read as `Value`, what it leaves out taken from `defaults`.
    public static func decode<Value: Codable>(_ saved: Data, over defaults: Value) throws -> Value {
        let base = try JSONSerialization.jsonObject(with: JSONEncoder().encode(defaults))
        let laid = laid(try JSONSerialization.jsonObject(with: saved), over: base)
        return try JSONDecoder().decode(Value.self, from: JSONSerialization.data(withJSONObject: laid))
    }

    /// `saved` with the fields of `base` it leaves out, objects within objects too.
    private static func laid(_ saved: Any, over base: Any) -> Any {
        guard let saved = saved as? [String: Any], let base = base as? [String: Any] else { return saved }
        return base.merging(saved) { kept, given in laid(given, over: kept) }
    }
}
