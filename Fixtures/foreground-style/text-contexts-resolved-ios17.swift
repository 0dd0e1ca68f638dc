// fixture: deployment-target=iOS=17.0
import SwiftUI

struct WeightEntry: View {
  @Binding var weight: String
  let unitName: String
  let tags: [String]

  private let unit = Text(" kg").foregroundColor(.secondary)
  private let hint = Text("Tap to edit").foregroundColor(.gray)

  var body: some View {
    let prompt = Text("Weight").foregroundColor(.gray)
    let caption = Text(unitName).foregroundColor(.secondary)
    VStack {
      TextField("Weight", text: $weight, prompt: prompt)
      Text(weight) + unit
      caption
      hint
      tags.map { Text($0).foregroundColor(.blue) }.reduce(Text(""), +)
    }
    .navigationTitle(Text("Weight").foregroundColor(.primary))
  }

  var summary: some View {
    Text(weight).foregroundColor(.primary)
      .badge(Text("New").foregroundColor(.red))
  }
}
