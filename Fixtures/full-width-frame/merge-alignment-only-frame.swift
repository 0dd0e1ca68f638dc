import SwiftUI

// A frame that only names an alignment sizes nothing, so the full-width frame takes its
// place instead of following it: one `.frame`, not two in a row.
struct AnswerList: View {
  let questions: [String]

  var body: some View {
    VStack {
      ForEach(questions, id: \.self) { question in
        VStack {
          HStack {
            Text(question + " *")
              .frame(alignment: .leading)
            Spacer()
          }
          .padding(.bottom, 8)
          HStack {
            Spacer()
            Text("required")
              .frame(alignment: .center)
              .font(.caption)
          }
        }
      }
      HStack {
        Text("Done")
        Spacer()
      }
      .frame(alignment: .top)
    }
  }
}
