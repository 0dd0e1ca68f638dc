import SwiftUI

struct HostList: View {
    let hosts: [String]

    var body: some View {
        List(hosts, id: \.self) { host in
            Text(host)
                .foregroundColor(.secondary)
        }
    }
}
