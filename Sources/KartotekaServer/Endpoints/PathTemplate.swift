/// A declared path: literal segments and typed parameters, written as
/// `"/api/v1/titles/\(PathParameters.titleID)/copies"`.
struct PathTemplate: Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// One segment of the path.
    enum Segment: Sendable {
        /// Exactly this text.
        case literal(String)
        /// A typed value.
        case parameter(PathParameterDescription)
    }

    /// The segments, in order (none for `/`).
    let segments: [Segment]
    /// The path as the OpenAPI document, `kartoteka routes` and the request log write it:
    /// `/api/v1/titles/{id}` (made once: every request's log line names it).
    let description: String

    init(stringLiteral value: String) {
        self.init(segments: PathTemplate.literalSegments(value))
    }

    init(stringInterpolation: Interpolation) {
        self.init(segments: stringInterpolation.segments)
    }

    private init(segments: [Segment]) {
        self.segments = segments
        description = "/" + segments.map { segment in
            switch segment {
            case .literal(let text): text
            case .parameter(let parameter): "{\(parameter.name)}"
            }
        }.joined(separator: "/")
    }

    /// Builds a template from literal text and parameters.
    struct Interpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        init(literalCapacity: Int, interpolationCount: Int) {}

        mutating func appendLiteral(_ literal: String) {
            segments += PathTemplate.literalSegments(literal)
        }

        mutating func appendInterpolation<Value>(_ parameter: PathParameter<Value>) {
            segments.append(.parameter(parameter.declaration))
        }
    }

    private static func literalSegments(_ text: String) -> [Segment] {
        text.split(separator: "/").map { .literal(String($0)) }
    }


    /// The path parameters, in order.
    var parameters: [PathParameterDescription] {
        segments.compactMap { segment in
            if case .parameter(let parameter) = segment { return parameter }
            return nil
        }
    }

    /// The values of a request's path segments by parameter name, when the path has this shape
    /// (the same literals, a non-empty segment for each parameter); `nil` otherwise.
    func match(_ path: [String]) -> [String: String]? {
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
    func starts(with prefix: String) -> Bool {
        description == prefix || description.hasPrefix(prefix + "/")
    }

    /// How specific each segment is, for choosing between templates a path matches: a literal
    /// (`/books/new`) wins over a parameter (`/books/{id}`).
    var specificity: [Int] {
        segments.map { segment in
            if case .literal = segment { return 0 }
            return 1
        }
    }
}
