/// Returns its first argument after `change` has edited a copy: the result's type is the
/// argument's.
func tweaked<Value>(_ value: Value, _ change: (inout Value) -> Void) -> Value {
  var copy = value
  change(&copy)
  return copy
}

/// Returns a value of the type it is told, not of its argument's: says nothing.
func converted<Input, Output>(_ input: Input, to type: Output.Type) -> Output? {
  input as? Output
}
