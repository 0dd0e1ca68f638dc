import SwiftUI

struct CreditsList: View {
    let lines: [String]

    var body: some View {
        ScrollView {
            HStack {
                LazyVStack(alignment: .leading) {
                    ForEach(lines, id: \.self) { line in
                        Text(line)
                    }
                }
                .padding()
                Spacer()
            }
        }
    }
}

struct LaneStrip: View {
    let lanes: [String]

    var body: some View {
        VStack {
            LazyHStack {
                ForEach(lanes, id: \.self) { lane in
                    Text(lane)
                }
            }
            Spacer()
        }
    }
}
