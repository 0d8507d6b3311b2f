/// One gesture the soak may make on a screen: a name for the report, a relative weight, and
/// the input it sends.
struct SoakMove {
    let name: String
    let weight: Int
    let perform: () throws -> Void

    init(_ name: String, weight: Int = 1, _ perform: @escaping () throws -> Void) {
        self.name = name
        self.weight = weight
        self.perform = perform
    }
}
