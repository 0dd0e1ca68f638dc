// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct SearchField: View {
  @State private var text = ""
  @State private var count = 0
  @State private var values: [Int] = []

  func validate() {}

  var body: some View {
    TextField("Search", text: $text)
      .onChange(of: text) { newValue in
        validate()
      }
      .onChange(of: count) { (count: Int) in values.append(1) }
      .onChange(of: count) { value -> Void in values.append(2) }
      .onChange(of: text) { value in print("\(value)") }
      .onChange(of: text) { value in
        let check = { (value: String) in print(value) }
        check("")
      }
  }
}
