import SwiftUI

// A frame that only names an alignment sizes nothing, so the full-width frame takes its
// place instead of following it: one `.frame`, not two in a row.
struct AnswerList: View {
  let questions: [String]

  var body: some View {
    VStack {
      ForEach(questions, id: \.self) { question in
        VStack {
          Text(question + " *")
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.bottom, 8)
          Text("required")
            .frame(maxWidth: .infinity, alignment: .trailing)
            .font(.caption)
        }
      }
      Text("Done")
        .frame(maxWidth: .infinity, alignment: .leading)
    }
  }
}
