import Foundation

/// A declared path: literal segments and typed parameters, written as
/// `"/api/v1/titles/\(PathParameters.titleID)/copies"`.
public struct PathTemplate: Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// One segment of the path.
    public enum Segment: Sendable {
        /// Exactly this text.
        case literal(String)
        /// A typed value.
        case parameter(PathParameterDescription)
    }

    /// The segments, in order (none for `/`).
    public let segments: [Segment]
    /// The path as the OpenAPI document, `kartoteka serve --routes` and the request log write it:
    /// `/api/v1/titles/{id}` (made once: every request's log line names it).
    public let description: String

    init(segments: [Segment]) {
        self.segments = segments
        description = "/" + segments.map { segment in
            switch segment {
            case .literal(let text): text
            case .parameter(let parameter): "{\(parameter.name)}"
            }
        }.joined(separator: "/")
    }

    public init(stringLiteral value: String) {
        self.init(segments: PathTemplate.literalSegments(value))
    }

    public init(stringInterpolation: Interpolation) {
        self.init(segments: stringInterpolation.segments)
    }

    /// Builds a template from literal text and parameters.
    public struct Interpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            segments += PathTemplate.literalSegments(literal)
        }

        public mutating func appendInterpolation<Value>(_ parameter: PathParameter<Value>) {
            segments.append(.parameter(parameter.declaration))
        }
    }

    static func literalSegments(_ text: String) -> [Segment] {
        text.split(separator: "/").map { .literal(String($0)) }
    }


    /// The path parameters, in order.
    public var parameters: [PathParameterDescription] {
        segments.compactMap { segment in
            if case .parameter(let parameter) = segment { return parameter }
            return nil
        }
    }

    /// The values of a request's path segments by parameter name, when the path has this shape
    /// (the same literals, a non-empty segment for each parameter); `nil` otherwise.
    public func match(_ path: [String]) -> [String: String]? {
        guard path.count == segments.count else { return nil }
        var values: [String: String] = [:]
        for (segment, part) in zip(segments, path) {
            switch segment {
            case .literal(let text):
                guard text == part else { return nil }
            case .parameter(let parameter):
                guard !part.isEmpty else { return nil }
                values[parameter.name] = part
            }
        }
        return values
    }

    /// Whether the template is under a prefix of literal segments (`/api`).
    public func starts(with prefix: String) -> Bool {
        description == prefix || description.hasPrefix(prefix + "/")
    }

    /// How specific each segment is, for choosing between templates a path matches: a literal
    /// (`/books/new`) wins over a parameter (`/books/{id}`).
    public var specificity: [Int] {
        segments.map { segment in
            if case .literal = segment { return 0 }
            return 1
        }
    }
}

extension PathTemplate {
    /// The path with its parameters filled in by name, each value percent-encoded but for letters,
    /// digits and `-._~` (a `/` in an inventory number is `%2F`); a parameter without a value is a
    /// mistake in the code.
    public func path(_ values: [String: String]) -> String {
        "/" + segments.map { segment in
            switch segment {
            case .literal(let text): return text
            case .parameter(let parameter):
                guard let value = values[parameter.name] else { preconditionFailure("no value for {\(parameter.name)} of \(self)") }
                return value.addingPercentEncoding(withAllowedCharacters: Self.segmentCharacters) ?? value
            }
        }.joined(separator: "/")
    }

    /// What a filled-in segment keeps as it is: letters, digits and `-._~`.
    private static let segmentCharacters: CharacterSet = {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return allowed
    }()

    /// The path's segments with its parameters filled in by name, for a sender to encode one by one.
    public func segments(_ values: [String: String]) -> [String] {
        segments.map { segment in
            switch segment {
            case .literal(let text): text
            case .parameter(let parameter): values[parameter.name] ?? ""
            }
        }
    }
}
