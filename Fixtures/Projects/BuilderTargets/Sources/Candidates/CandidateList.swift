import SwiftUI

struct CandidateList: View {
  let candidates: [String]

  var body: some View {
    List(candidates, id: \.self) { candidate in
      Text(candidate)
    }
    .overlay(alignment: .bottom) {
      Button("More") {}
        .padding()
    }
  }
}
