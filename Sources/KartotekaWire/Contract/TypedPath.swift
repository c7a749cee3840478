/// A path template with its parameter typed: `Void` for none, or the one value its path names
/// (`TypedPath<TitleID>` for `/books/{id}`), so that a path to it is built from a value of that
/// type — a link cannot name a path nothing answers, nor put a reader's ticket where a title's id goes.
///
/// Written as a string with the parameter interpolated, `"/books/\(PathParameters.titleID)"`: the
/// parameter must be of the path's type, and there must be exactly one where the type is not `Void`.
public struct TypedPath<Parameter>: Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The template the router matches.
    public let template: PathTemplate

    public init(stringLiteral value: String) {
        self.init(template: PathTemplate(stringLiteral: value))
    }

    public init(stringInterpolation: Interpolation) {
        self.init(template: PathTemplate(segments: stringInterpolation.segments))
    }

    private init(template: PathTemplate) {
        let expected = Parameter.self == Void.self ? 0 : 1
        precondition(template.parameters.count == expected, "\(template) must have \(expected) parameter(s) of type \(Parameter.self)")
        self.template = template
    }

    /// Builds the template from literal text and parameters of the path's type.
    public struct Interpolation: StringInterpolationProtocol {
        var segments: [PathTemplate.Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            segments += PathTemplate.literalSegments(literal)
        }

        public mutating func appendInterpolation(_ parameter: PathParameter<Parameter>) where Parameter: PathValue {
            segments.append(.parameter(parameter.declaration))
        }
    }

    /// `/books/{id}`.
    public var description: String { template.description }
}

extension TypedPath where Parameter == Void {
    /// The path itself: `/books/new`.
    public var path: String { template.description }
}

extension TypedPath where Parameter: PathValue {
    /// The path naming `value`: `/books/7`.
    public func path(_ value: Parameter) -> String {
        template.path(values(value))
    }

    /// The value by its parameter's name, for filling in the template.
    public func values(_ value: Parameter) -> [String: String] {
        guard let name = template.parameters.first?.name else { return [:] }
        return [name: value.pathSegment]
    }
}
