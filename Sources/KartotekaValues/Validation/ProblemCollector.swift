/// Gathers field problems while a draft is checked, so that all of them are reported together.
public struct ProblemCollector: Sendable {
    /// The problems found so far.
    public private(set) var problems: [FieldProblem] = []

    /// Creates an empty collector.
    public init() {}

    /// Records a problem.
    public mutating func add(_ field: String, _ message: Bilingual) {
        problems.append(FieldProblem(field: field, message: message))
    }

    /// Runs a throwing parse; a `ValidationError` is recorded under the field and `nil` returned.
    public mutating func parse<T>(_ field: String, _ body: () throws -> T) -> T? {
        do {
            return try body()
        } catch let error as ValidationError {
            for problem in error.problems {
                add(field, problem.message)
            }
        } catch let error as any KartotekaError {
            add(field, error.message)
        } catch {
            add(field, Bilingual { $0.invalidValue })
        }
        return nil
    }

    /// Throws a `ValidationError` when anything was recorded.
    public func throwIfAny() throws(ValidationError) {
        if !problems.isEmpty { throw ValidationError(problems) }
    }
}
