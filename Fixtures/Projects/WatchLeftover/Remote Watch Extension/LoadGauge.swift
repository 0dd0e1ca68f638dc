import SwiftUI

struct LoadGauge: View {
    let load: Double

    var body: some View {
        VStack {
            Text("\(Int(load * 100))%")
                .foregroundColor(.green)
            Circle()
                .trim(from: 0, to: load)
                .stroke(lineWidth: 6)
        }
        .edgesIgnoringSafeArea(.all)
    }
}
