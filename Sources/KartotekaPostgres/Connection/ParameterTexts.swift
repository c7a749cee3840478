import Glibc
import KartotekaStore

/// A statement's parameters as the C strings libpq sends (text format; NULL as a null pointer),
/// kept until ``free()``.
struct ParameterTexts {
    /// The strings, one per parameter.
    let pointers: [UnsafePointer<CChar>?]

    /// The texts of `values`; a text holding NUL is refused, since the C string would end there and
    /// the value be cut short unseen.
    init(_ values: [any DatabaseValueConvertible]) throws(PostgresError) {
        var texts: [UnsafeMutablePointer<CChar>?] = []
        texts.reserveCapacity(values.count)
        for value in values {
            switch value.databaseValue {
            case .null: texts.append(nil)
            case .integer(let number): texts.append(strdup(String(number)))
            case .real(let number): texts.append(strdup(String(number)))
            case .text(let text):
                guard !text.utf8.contains(0) else {
                    texts.forEach { Glibc.free($0) }
                    throw PostgresError(.unsendableValue)
                }
                texts.append(strdup(text))
            }
        }
        pointers = texts.map { UnsafePointer($0) }
    }

    /// Frees the strings.
    func free() {
        pointers.forEach { Glibc.free(UnsafeMutablePointer(mutating: $0)) }
    }
}
